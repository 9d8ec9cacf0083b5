/// A failure of the characters feature's own: an avatar load failed on purpose (`--failure-rate`).
enum CharactersError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `FailureSimulatingImageLoader` failed this attempt on purpose.
    case simulatedFailure(characterID: Int, attempt: Int)

    var description: String {
        switch self {
        case .simulatedFailure(let characterID, let attempt):
            "simulated failure loading the avatar of character \(characterID) (attempt \(attempt))"
        }
    }
}
