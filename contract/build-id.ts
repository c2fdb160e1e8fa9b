/**
 * The shape of a build's id wherever it is read back: the `since` parameter of /v1/changes and
 * the build a deploy names to the deploy Worker. hashing/build-id.ts makes it, from the build's
 * files: lowercase hexadecimal digits of a SHA-256.
 */
export const BUILD_ID_PATTERN = "^[0-9a-f]{16}$";
