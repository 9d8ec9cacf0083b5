/// Reads one array element of a dataset file into a record, or says what is wrong with it.
struct RecordReader {
    let resource: ReplicaResource
    let file: String
    let index: Int

    func record(from element: OrderedJSON) throws(DatasetLoadingError) -> ReplicaRecord {
        guard case .object = element else { throw failure(.notAnObject(index: index, found: element.kindName)) }
        guard let idValue = element["id"] else { throw failure(.missingKey("id", index: index)) }
        guard case .number(let idText) = idValue, let id = Self.integer(idText) else {
            throw failure(.wrongType(key: "id", index: index, expected: "an integer", found: Self.describe(idValue)))
        }
        guard let nameValue = element["name"] else { throw failure(.missingKey("name", index: index)) }
        guard case .string = nameValue else {
            throw failure(.wrongType(key: "name", index: index, expected: "a string", found: nameValue.kindName))
        }
        var filterValues: [String?] = []
        for key in resource.filterKeys {
            switch element[key] {
            case .string(let value): filterValues.append(value)
            case nil: filterValues.append(nil)
            case let value?:
                throw failure(.wrongType(key: key, index: index, expected: "a string", found: value.kindName))
            }
        }
        return ReplicaRecord(
            id: id, resource: resource, json: element.renderedCompactly(), filterValues: filterValues)
    }

    /// The integer a JSON number literal denotes (`12`, `12.0`, `1.2e1`), or nil for fractions and huge values.
    private static func integer(_ text: String) -> Int? {
        if let exact = Int(text) { return exact }
        guard let value = Double(text), value.rounded() == value, abs(value) < 0x1p53 else { return nil }
        return Int(value)
    }

    private func failure(_ problem: DatasetLoadingError.Problem) -> DatasetLoadingError {
        DatasetLoadingError(file: file, problem: problem)
    }

    private static func describe(_ value: OrderedJSON) -> String {
        if case .number(let text) = value { return "the number \(text)" }
        return value.kindName
    }
}
