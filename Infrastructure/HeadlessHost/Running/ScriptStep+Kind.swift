extension ScriptStep {
    /// Whether running the step prints the screen on top (expectations only look at it).
    var printsScreen: Bool {
        switch self {
        case .expect, .expectNot, .act: false
        case .show, .perform, .back, .wait: true
        }
    }

    /// Whether the step is something a user did (tracked), rather than scripting (`wait`, `expect`).
    var isUserAction: Bool {
        switch self {
        case .show, .perform, .back, .act: true
        case .wait, .expect, .expectNot: false
        }
    }
}
