/// Turns the elements of a dataset file into records one at a time, keeping the first problem it meets.
// The file is parsed to its end even after a bad element, so a syntax error anywhere is reported first.
struct RecordCollector {
    let resource: ReplicaResource
    let file: String
    private var records: [ReplicaRecord] = []
    private var indexByID: [Int: Int] = [:]
    private var problem: DatasetLoadingError?
    private var index = 0

    init(resource: ReplicaResource, file: String) {
        self.resource = resource
        self.file = file
    }

    mutating func add(_ element: OrderedJSON) {
        defer { index += 1 }
        guard problem == nil else { return }
        do {
            let record = try record(from: element)
            if let firstIndex = indexByID[record.id] {
                problem = failure(.duplicateID(record.id, firstIndex: firstIndex, index: index))
                return
            }
            indexByID[record.id] = index
            records.append(record)
        } catch {
            problem = error
        }
    }

    func finished() throws(DatasetLoadingError) -> [ReplicaRecord] {
        if let problem { throw problem }
        return records
    }

    private func record(from element: OrderedJSON) throws(DatasetLoadingError) -> ReplicaRecord {
        guard case .object = element else { throw failure(.notAnObject(index: index, found: element.kindName)) }
        guard let idValue = element["id"] else { throw failure(.missingKey("id", index: index)) }
        guard case .number(let idText) = idValue, let id = Self.integer(idText) else {
            let found = if case .number(let text) = idValue { "the number \(text)" } else { idValue.kindName }
            throw failure(.wrongType(key: "id", index: index, expected: "an integer", found: found))
        }
        guard let nameValue = element["name"] else { throw failure(.missingKey("name", index: index)) }
        guard case .string = nameValue else {
            throw failure(.wrongType(key: "name", index: index, expected: "a string", found: nameValue.kindName))
        }
        for key in resource.filterKeys {
            guard let value = element[key] else { continue }
            guard case .string = value else {
                throw failure(.wrongType(key: key, index: index, expected: "a string", found: value.kindName))
            }
        }
        return ReplicaRecord(id: id, resource: resource, object: element)
    }

    // The integer a JSON number literal denotes (`12`, `12.0`, `1.2e1`); nil for fractions and huge values.
    private static func integer(_ text: String) -> Int? {
        if let exact = Int(text) { return exact }
        guard let value = Double(text), value.rounded() == value, abs(value) < 0x1p53 else { return nil }
        return Int(value)
    }

    private func failure(_ problem: DatasetLoadingError.Problem) -> DatasetLoadingError {
        DatasetLoadingError(file: file, problem: problem)
    }
}
