import Testing

@testable import APIReplica

@Suite("QueryParameters")
struct QueryParametersTests {
    @Test func valuesArePercentAndPlusDecodedAndKeepTheirOrder() {
        let query = QueryParameters(query: "status=alive&name=rick%20sanchez&species=hum+an&page=2")

        #expect(query.entries.map(\.key) == ["status", "name", "species", "page"])
        #expect(query["name"] == .text("rick sanchez"))
        #expect(query["species"] == .text("hum an"))
    }

    @Test func undecodableValuesAreKeptAsSent() {
        #expect(QueryParameters(query: "name=%ZZ%E0")["name"] == .text("%ZZ%E0"))
    }

    @Test func aKeyWithoutValueIsEmptyAndEmptyKeysAreSkipped() {
        let query = QueryParameters(query: "name&=x&&type=")

        #expect(query.entries == [.init(key: "name", value: .text("")), .init(key: "type", value: .text(""))])
    }

    @Test func repeatedAndBracketedKeysBecomeListsOrObjects() {
        let query = QueryParameters(query: "name=a&page=1&name=b&status[]=x&status[]=y&type[a]=z&gender[0]=m")

        #expect(query["name"] == .list(["a", "b"]))
        #expect(query["status"] == .list(["x", "y"]))
        #expect(query["type"] == .object)
        #expect(query["gender"] == .list(["m"]))
        #expect(query["name"]?.javaScriptString == "a,b")
        #expect(query["type"]?.javaScriptString == "[object Object]")
    }

    @Test func theTargetSplitsIntoPathAndQuery() {
        #expect(RequestTarget("/api/character/?page=2&x=?").path == "/api/character/")
        #expect(RequestTarget("/api/character/?page=2&x=?").query == "page=2&x=?")
        #expect(RequestTarget("http://host:1/api?a=1").path == "/api")
        #expect(RequestTarget("http://host:1").path == "/")
        #expect(RequestTarget("/api#top").path == "/api")
    }
}
