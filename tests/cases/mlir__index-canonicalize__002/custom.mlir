module {
  func.func @identities(%arg0: index) -> (index, index, index, index) {
    %idx0 = index.constant 0
    %idx1 = index.constant 1
    %0 = index.add %arg0, %idx0
    %1 = index.sub %arg0, %idx0
    %2 = index.mul %arg0, %idx1
    %3 = index.mul %arg0, %idx0
    return %0, %1, %2, %3 : index, index, index, index
  }
}

