import Foundation

extension ReplicaAPI {
    func list(of collection: ServedCollection, path: String, query: QueryParameters) throws(ReplicaAPIError) -> Data {
        let filter = try RecordFilter(resource: collection.resource, query: query)
        let page = PageNumber(query["page"])
        // Unfiltered lists, the common case, skip the scan so a page costs the same at any dataset size.
        let matching =
            filter.isUnconstrained ? nil : collection.records.indices.filter { filter.matches($0, in: collection) }
        let count = matching?.count ?? collection.listedCount
        let pages = (count + PageNumber.size - 1) / PageNumber.size
        guard page.value <= Double(pages) else { throw .noPage }

        let filters = RecordFilter.pagingParameters(resource: collection.resource, query: query)
            .map { "&\($0.key)=\($0.value)" }.joined()
        func pageURL(_ number: Double) -> String {
            "\(apiBaseURL)\(path)?page=\(JavaScriptNumber.string(number))\(filters)"
        }
        let next = page.value >= Double(pages) ? nil : pageURL(page.integerPart + 1)
        let previous = page.value < 2 ? nil : pageURL(page.integerPart - 1)

        var body = Array(#"{"info":{"count":\#(count),"pages":\#(pages),"next":"#.utf8)
        appendNullableString(next, to: &body)
        body.append(contentsOf: #","prev":"#.utf8)
        appendNullableString(previous, to: &body)
        body.append(contentsOf: #"},"results":["#.utf8)
        let start = min(page.skip, count)
        for position in start..<min(start + PageNumber.size, count) {
            if position > start { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: collection.body(of: matching?[position] ?? collection.listedIndex(at: position)))
        }
        body.append(contentsOf: "]}".utf8)
        return Data(body)
    }

    private func appendNullableString(_ text: String?, to body: inout [UInt8]) {
        guard let text else {
            body.append(contentsOf: "null".utf8)
            return
        }
        OrderedJSON.appendString(text, to: &body)
    }
}
