import Testing

/// The end-to-end suites run in two lanes: the tests of one lane one at a time, the two lanes side by side.
///
/// Each test starts App processes that boot their own replica; starting them all at once on two cores (under TSan
/// too) starves them into timeouts, while a single lane would leave a core idle.
enum AppEndToEnd {
    /// The tour, demos, the shell, bad input and the help.
    @Suite("App end to end: scripts and input", .serialized)
    enum ScriptLane {}

    /// The one-shot commands, the cache, `serve` and the full snapshot.
    @Suite("App end to end: commands, cache and serve", .serialized)
    enum CommandLane {}
}
