import Foundation
import Networking
import Testing

@Suite("Endpoint")
struct EndpointTests {
    private let base = URL(string: "http://127.0.0.1:5000/api") ?? anyURL()

    @Test func urlKeepsTheBasePathAndAppendsComponentsAndQuery() throws {
        let endpoint = Endpoint(
            pathComponents: ["character"],
            queryItems: [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "name", value: "rick sanchez")]
        )

        let url = try endpoint.url(relativeTo: base)

        #expect(url.absoluteString == "http://127.0.0.1:5000/api/character?page=2&name=rick%20sanchez")
    }

    @Test(arguments: ["http://127.0.0.1:5000/api/", "http://127.0.0.1:5000/api//", "http://127.0.0.1:5000/api"])
    func urlIgnoresTrailingSlashesOfTheBase(base: String) throws {
        let url = try Endpoint.item(1, of: .character).url(relativeTo: try #require(URL(string: base)))

        #expect(url.absoluteString == "http://127.0.0.1:5000/api/character/1")
    }

    @Test(arguments: ["HTTP://127.0.0.1:5000/api", "http://API.Example.test/api/", "Https://api.example.TEST/api"])
    func urlIsTheSameHoweverTheSchemeAndHostAreCased(base: String) throws {
        let url = try Endpoint.item(1, of: .character).url(relativeTo: try #require(URL(string: base)))

        #expect(url.absoluteString == url.absoluteString.lowercased(), "one spelling, so one cache key")
    }

    @Test func urlWorksForABaseWithoutPath() throws {
        let base = try #require(URL(string: "https://example.test"))

        #expect(try Endpoint.root.url(relativeTo: base).absoluteString == "https://example.test/")
        #expect(
            try Endpoint.item(3, of: .episode).url(relativeTo: base).absoluteString == "https://example.test/episode/3")
    }

    @Test func urlPercentEncodesReservedCharactersInsideValuesAndComponents() throws {
        let endpoint = Endpoint(
            pathComponents: ["a b", "x/y"],
            queryItems: [URLQueryItem(name: "name", value: "a&b=c+d?é")]
        )

        let url = try endpoint.url(relativeTo: base)

        #expect(url.absoluteString == "http://127.0.0.1:5000/api/a%20b/x%2Fy?name=a%26b%3Dc%2Bd%3F%C3%A9")
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
        #expect(query == [URLQueryItem(name: "name", value: "a&b=c+d?é")])
    }

    @Test(arguments: ["/relative/path", "ftp://example.test/api", "mailto:someone@example.test"])
    func urlThrowsInvalidURLForABaseThatIsNotAnAbsoluteHTTPURL(base: String) throws {
        let baseURL = try #require(URL(string: base))

        #expect(throws: NetworkError.invalidURL(baseURL.absoluteString)) {
            try Endpoint.root.url(relativeTo: baseURL)
        }
    }

    @Test func pageIncludesThePageAndTheFiltersInOrder() throws {
        let endpoint = Endpoint.page(
            2,
            of: .character,
            filters: [URLQueryItem(name: "name", value: "rick sanchez"), URLQueryItem(name: "status", value: "alive")]
        )

        #expect(
            try endpoint.url(relativeTo: base).absoluteString
                == "http://127.0.0.1:5000/api/character?page=2&name=rick%20sanchez&status=alive"
        )
    }

    @Test func pageTrimsFilterValuesAndDropsEmptyOnes() throws {
        let endpoint = Endpoint.page(
            0,
            of: .location,
            filters: [
                URLQueryItem(name: "name", value: "  earth "), URLQueryItem(name: "type", value: "   "),
                URLQueryItem(name: "dimension", value: nil),
            ]
        )

        #expect(
            try endpoint.url(relativeTo: base).absoluteString == "http://127.0.0.1:5000/api/location?page=1&name=earth")
    }

    @Test func itemsJoinsSeveralIdsWithCommas() throws {
        let url = try Endpoint.items([1, 2, 3], of: .character).url(relativeTo: base)

        #expect(url.absoluteString == "http://127.0.0.1:5000/api/character/1,2,3")
    }

    @Test func itemsSendsASingleIdAsAnArraySoTheAPIAnswersWithAnArray() throws {
        let url = try Endpoint.items([5], of: .episode).url(relativeTo: base)

        #expect(url.absoluteString == "http://127.0.0.1:5000/api/episode/%5B5%5D")
    }

    @Test func avatarPointsAtTheCharactersJPEG() throws {
        let url = try Endpoint.avatar(characterID: 42).url(relativeTo: RickAndMortyAPI.liveBaseURL)

        #expect(url.absoluteString == "https://rickandmortyapi.com/api/character/avatar/42.jpeg")
    }

    @Test func apiConstantsMatchTheLiveService() {
        #expect(RickAndMortyAPI.liveBaseURL.absoluteString == "https://rickandmortyapi.com/api")
        #expect(RickAndMortyAPI.pageSize == 20)
        #expect(RickAndMortyAPI.Resource.allCases.map(\.pathComponent) == ["character", "episode", "location"])
    }
}
