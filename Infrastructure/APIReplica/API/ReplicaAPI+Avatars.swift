import Foundation
import LoopbackHTTP

extension ReplicaAPI {
    // Formatted once: a DateFormatter per request halved avatar throughput.
    static let avatarsLastModifiedHeader = HTTPDate.string(for: avatarsLastModified)

    func avatarAnswer(rawFileName: String) -> PreparedAnswer? {
        guard let fileName = rawFileName.removingPercentEncoding, fileName.hasSuffix(".jpeg") else { return nil }
        let stem = fileName.dropLast(5)
        guard let first = stem.first, first != "0" || stem.count == 1, stem.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int(stem), let jpeg = avatars.jpegData(forCharacter: id)
        else { return nil }
        let etag = EntityTag.weak(for: jpeg)
        var headers = ReplicaResponses.commonHeaders
        headers["ETag"] = etag
        headers["Last-Modified"] = Self.avatarsLastModifiedHeader
        headers["Cache-Control"] = cacheControl.avatars
        headers["Content-Type"] = "image/jpeg"
        return PreparedAnswer(
            response: HTTPServerResponse(status: 200, headers: headers, body: jpeg), etag: etag,
            lastModified: Self.avatarsLastModified)
    }
}
