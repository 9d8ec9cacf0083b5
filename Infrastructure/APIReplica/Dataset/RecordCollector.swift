/// Turns the elements of a dataset file into records one at a time, keeping the first problem it meets.
///
/// The file is parsed to its end even after a bad element, so a syntax error anywhere is reported before an
/// element's problem, as when the whole file was parsed first.
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

    /// Reads the next element of the file's array.
    mutating func add(_ element: OrderedJSON) {
        defer { index += 1 }
        guard problem == nil else { return }
        do {
            let record = try RecordReader(resource: resource, file: file, index: index).record(from: element)
            if let firstIndex = indexByID[record.id] {
                problem = DatasetLoadingError(
                    file: file, problem: .duplicateID(record.id, firstIndex: firstIndex, index: index))
                return
            }
            indexByID[record.id] = index
            records.append(record)
        } catch {
            problem = error
        }
    }

    /// The records read, in file order, or the first problem.
    func finished() throws(DatasetLoadingError) -> [ReplicaRecord] {
        if let problem { throw problem }
        return records
    }
}
