module {
  func.func @width_dependent() -> (index, index, index, index) {
    %idx4294967296 = index.constant 4294967296
    %idx1 = index.constant 1
    %idx-1 = index.constant -1
    %0 = index.divu %idx4294967296, %idx1
    %1 = index.shl %idx1, %idx4294967296
    %2 = index.remu %idx-1, %idx4294967296
    %3 = index.add %idx4294967296, %idx1
    return %0, %1, %2, %3 : index, index, index, index
  }
}

