import FeatureDomain
import Foundation
import Networking

/// Images for a run on fixtures: the same small bytes for every item, as if from memory, with no request.
public struct FixtureImages: APIImages {
    let configuration: APIConfiguration

    /// Creates the images of items on the server `configuration` names (their addresses are its).
    public init(configuration: APIConfiguration) {
        self.configuration = configuration
    }

    /// A few bytes for the item `id`, addressed at `endpoint`.
    public func image(of id: Int, at endpoint: Endpoint, mode: FetchMode) async throws -> LoadedImage {
        let url = (try? configuration.url(for: endpoint)) ?? configuration.baseURL
        return LoadedImage(id: id, url: url, data: Data(repeating: 0xD8, count: 2_048), tier: .memory)
    }
}
