/**
 * Why a sync stops: one French sentence naming what failed, printed as the command's last line
 * (exit code 1). The mirror's pack is never touched before the new one is whole and checked, so
 * every failure leaves the old build serving.
 */

/** A sync that cannot finish: `message` is the French line the command prints. */
export class SyncFailed extends Error {
  override name = "SyncFailed";
}

/** The source began to serve another build in the middle of a sync (a range of the pack answered
 * whole, If-Range no longer naming it): the sync starts again from the new build's facts. */
export class SourceChanged extends Error {
  override name = "SourceChanged";
}
