import Foundation
import Networking
import NetworkingTesting

extension HTTPClientSpy {
    /// A server answering every route this feature uses: pages of 20, characters, episodes and avatars.
    static func fakeAPI() -> HTTPClientSpy {
        HTTPClientSpy { url in
            let path = url.path
            if path.hasSuffix(".jpeg") {
                return image(url: url)
            }
            let last = url.lastPathComponent.removingPercentEncoding ?? url.lastPathComponent
            let ids = last.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",")
                .compactMap { Int($0) }
            if path.contains("/episode/") {
                return json(APISamples.episodesJSON(ids: ids), url: url)
            }
            if path.hasSuffix("/character") {
                let page =
                    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
                    .first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
                return json(APISamples.pageJSON(ids: Array(((page - 1) * 20 + 1)...(page * 20))), url: url)
            }
            if let id = ids.first, ids.count == 1, !last.hasPrefix("[") {
                guard id <= 826 else { return json(APISamples.characterNotFound, status: 404, url: url) }
                return json(APISamples.characterJSON(id: id, name: "Character \(id)"), url: url)
            }
            return json(APISamples.notFound, status: 404, url: url)
        }
    }
}
