extension ScriptStep {
    var printsScreen: Bool {
        switch self {
        case .expect, .expectNot, .act: false
        case .show, .perform, .back, .wait: true
        }
    }

    var isUserAction: Bool {
        switch self {
        case .show, .perform, .back, .act: true
        case .wait, .expect, .expectNot: false
        }
    }
}
