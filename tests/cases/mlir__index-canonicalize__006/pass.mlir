module {
  func.func @width_dependent() -> (index, index, index, index) {
    %idx4294967297 = index.constant 4294967297
    %idx4294967296 = index.constant 4294967296
    %idx1 = index.constant 1
    %idx-1 = index.constant -1
    %0 = index.shl %idx1, %idx4294967296
    %1 = index.remu %idx-1, %idx4294967296
    return %idx4294967296, %0, %1, %idx4294967297 : index, index, index, index
  }
}

