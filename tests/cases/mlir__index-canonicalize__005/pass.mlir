module {
  func.func @reassociate_more(%arg0: index) -> (index, index, index, index) {
    %idx1 = index.constant 1
    %idx6 = index.constant 6
    %idx7 = index.constant 7
    %idx0 = index.constant 0
    %0 = index.and %arg0, %idx0
    %1 = index.or %arg0, %idx7
    %2 = index.maxu %arg0, %idx6
    %3 = index.mins %arg0, %idx1
    return %0, %1, %2, %3 : index, index, index, index
  }
}

