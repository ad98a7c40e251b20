/**
 * One jest run for the whole repo (`npx jest`), in two projects: the rules unit tests beside the code, the
 * server's and the cross-package tests in tests/ (Node's tsconfig), and the client's unit tests beside its
 * code (client/tsconfig.test.json: the client's stricter settings and DOM types, compiled for jest).
 */
const moduleNameMapper = { "^@salon/shared$": "<rootDir>/shared/src/index.ts", "^@salon/shared/(.*)$": "<rootDir>/shared/src/$1" };

module.exports = {
  testTimeout: 60000,
  reporters: ["default", "<rootDir>/tests/support/summary-reporter.js"],
  maxWorkers: 2,
  projects: [
    {
      displayName: "salon",
      testEnvironment: "node",
      roots: ["<rootDir>/shared/src", "<rootDir>/server/src", "<rootDir>/tests"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tests/tsconfig.json" }] },
      moduleNameMapper,
    },
    {
      displayName: "client",
      testEnvironment: "node",
      roots: ["<rootDir>/client/src"],
      testMatch: ["**/*.test.ts"],
      transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/client/tsconfig.test.json" }] },
      moduleNameMapper,
    },
  ],
};
