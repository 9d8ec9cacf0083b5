/// Where one avatar's load stands, as a screen shows it.
enum AvatarState: Hashable, Sendable {
    case loading
    case loaded(byteCount: Int, origin: ImageOrigin)
    case failed(message: String)

    /// `loading`, `loaded 3.1 kB from disk`, or `failed: <message> (retry with 'image <id>')`.
    func text(characterID: Int) -> String {
        switch self {
        case .loading: CharactersStrings.imageLoading
        case .loaded(let byteCount, let origin): CharactersStrings.imageLoaded(byteCount: byteCount, origin: origin)
        case .failed(let message): CharactersStrings.imageFailed(message: message, characterID: characterID)
        }
    }
}
