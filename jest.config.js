/** One jest run for the whole repo: rules unit tests beside the code, cross-package tests in tests/. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/shared/src", "<rootDir>/server/src", "<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tests/tsconfig.json" }] },
  moduleNameMapper: { "^@salon/shared$": "<rootDir>/shared/src/index.ts", "^@salon/shared/(.*)$": "<rootDir>/shared/src/$1" },
  testTimeout: 60000,
  reporters: ["default", "<rootDir>/tests/support/summary-reporter.js"],
  maxWorkers: 2,
};
