import FeatureDomain
import Networking

/// The images of the API's items, each at its endpoint: what every image of a composed feature loads through.
///
/// The App's come through its cache (`CachedImageLoader`); a preview's `--fixtures` make a few bytes
/// (`FixtureImages`).
public protocol APIImages: Sendable {
    /// The image of the item `id`, at `endpoint`; throws a `LoadFailure`.
    func image(of id: Int, at endpoint: Endpoint, mode: FetchMode) async throws -> LoadedImage
}

extension APIImages {
    /// The loader of the items' images, each at the endpoint `endpoint` names for its id.
    public func loader(_ endpoint: @escaping @Sendable (Int) -> Endpoint) -> some ImageLoader {
        EndpointImageLoader(images: self, endpoint: endpoint)
    }
}

private struct EndpointImageLoader: ImageLoader {
    let images: any APIImages
    let endpoint: @Sendable (Int) -> Endpoint

    func image(of id: Int, mode: FetchMode) async throws -> LoadedImage {
        try await images.image(of: id, at: endpoint(id), mode: mode)
    }
}
