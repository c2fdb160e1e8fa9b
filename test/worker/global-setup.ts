/** Runs in Node before the worker tests: hands them the facts of the build they are served. */
import type { TestProject } from "vitest/node";
import { readDistFacts } from "../support/dist.ts";

export default function setup(project: TestProject) {
  project.provide("dist", readDistFacts());
}
