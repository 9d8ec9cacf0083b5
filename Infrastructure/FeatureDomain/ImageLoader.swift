/// Loads the image of an item by id (a character's avatar), reporting where its bytes came from.
public protocol ImageLoader: Sendable {
    /// The image of the item `id`; `.refresh` asks the server about a saved image even when it is fresh.
    func image(of id: Int, mode: FetchMode) async throws -> LoadedImage
}
