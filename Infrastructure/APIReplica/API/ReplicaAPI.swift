import Foundation
import LoopbackHTTP

/// The Rick and Morty REST API served from a `ReplicaDataset`, reproducing the real server's answers (`API.md`).
public struct ReplicaAPI: HTTPRequestHandler {
    // When every avatar was last modified (the API's last release).
    static let avatarsLastModified = Date(timeIntervalSince1970: 1_667_606_400)

    /// The base the records' own links name (the real API's): a replica that keeps them serves it as its base.
    public static let datasetLinkBase = URL(string: URLPrefixRewrite.realAPIBase) ?? URL(fileURLWithPath: "/api")

    /// The base that replaces `https://rickandmortyapi.com/api` in every served URL (`http://127.0.0.1:8080/api`).
    public let apiBaseURL: String
    /// The injector that spoils some answers, if any.
    public let faults: FaultInjector?
    /// The `Cache-Control` the answers carry.
    public let cacheControl: ReplicaCacheControl

    private let characters: ServedCollection
    private let locations: ServedCollection
    private let episodes: ServedCollection
    let avatars: any AvatarSource
    private let indexBody: Data
    private let answers = PreparedAnswers()

    /// Serves `dataset` under `/api` of `baseURL`, the server's origin or its API base, with the live API's
    /// `Cache-Control` unless told otherwise.
    public init(
        dataset: ReplicaDataset, baseURL: URL, faults: FaultInjector? = nil,
        cacheControl: ReplicaCacheControl = .liveAPI
    ) {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        if !base.hasSuffix("/api") { base += "/api" }
        apiBaseURL = base
        self.faults = faults
        self.cacheControl = cacheControl
        let rewrite = URLPrefixRewrite(to: base)
        characters = ServedCollection(resource: .character, records: dataset.characters, rewrite: rewrite)
        locations = ServedCollection(resource: .location, records: dataset.locations, rewrite: rewrite)
        episodes = ServedCollection(resource: .episode, records: dataset.episodes, rewrite: rewrite)
        avatars = dataset.avatars
        // A URL's text holds no `"` or `\`, so it needs no escaping in JSON.
        indexBody = Data(
            #"{"characters":"\#(base)/character","locations":"\#(base)/location","episodes":"\#(base)/episode"}"#.utf8)
    }

    /// Answers `request` as the real API would (HEAD like GET), then lets `faults` spoil GET and HEAD answers.
    public func response(to request: HTTPServerRequest) async -> HTTPServerResponse {
        let response = answer(request)
        guard let faults, request.method == "GET" || request.method == "HEAD" else { return response }
        return faults.apply(to: response, for: request)
    }

    /// Answers `request` as the real API would, with no fault (a crawled catalog answers so offline).
    public func answer(_ request: HTTPServerRequest) -> HTTPServerResponse {
        switch request.method {
        case "GET", "HEAD": break
        case "OPTIONS": return ReplicaResponses.preflight(for: request)
        default: return PreparedAnswer.error(.unknownRoute).response
        }
        let key = RequestTarget.normalizedKey(for: request.target)
        return answers.answer(forTarget: key) { prepare(RequestTarget(request.target)) }.response(for: request)
    }

    private func prepare(_ target: RequestTarget) -> PreparedAnswer {
        do throws(ReplicaAPIError) {
            switch ReplicaRoute(path: target.path) {
            case .index:
                return json(indexBody)
            case .list(let resource, let path):
                return json(try list(of: collection(resource), path: path, query: QueryParameters(query: target.query)))
            case .item(let resource, let rawID):
                return json(try item(of: collection(resource), rawID: rawID))
            case .avatarFolder:
                throw .noPage
            case .avatar(let rawFileName):
                guard let avatar = avatarAnswer(rawFileName: rawFileName) else { throw .unknownRoute }
                return avatar
            case .unknown:
                throw .unknownRoute
            }
        } catch {
            return .error(error)
        }
    }

    private func json(_ body: Data) -> PreparedAnswer {
        .json(body, cacheControl: cacheControl.json, address: apiBaseURL)
    }

    var preparedAnswerCount: Int {
        answers.count
    }

    private func collection(_ resource: ReplicaResource) -> ServedCollection {
        switch resource {
        case .character: characters
        case .location: locations
        case .episode: episodes
        }
    }
}
