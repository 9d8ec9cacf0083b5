import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a suite that waits on servers, processes or loads: a guard against a hang, never a bound on
    /// speed, so a wait that never ends fails its test instead of the run, while a slow machine running the whole
    /// suite under the thread sanitizer stays far below it.
    public static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
