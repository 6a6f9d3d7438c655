module {
  func.func @reassociate_more(%arg0: index) -> (index, index, index, index) {
    %idx1 = index.constant 1
    %idx6 = index.constant 6
    %0 = index.and %arg0, %idx6
    %1 = index.and %0, %idx1
    %2 = index.or %arg0, %idx1
    %3 = index.or %2, %idx6
    %4 = index.maxu %arg0, %idx1
    %5 = index.maxu %4, %idx6
    %6 = index.mins %arg0, %idx1
    %7 = index.mins %6, %idx6
    return %1, %3, %5, %7 : index, index, index, index
  }
}

