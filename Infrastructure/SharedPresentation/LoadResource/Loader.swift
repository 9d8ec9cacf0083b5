/// Loads one resource asynchronously: a page of characters, an episode, an image.
public protocol Loader: Sendable {
    /// What a load delivers.
    associatedtype Item: Sendable

    /// Loads the resource, or throws why it could not.
    func load() async throws -> Item
}
