module {
  func.func @reassociate(%arg0: index) -> (index, index, index, index, index) {
    %idx1 = index.constant 1
    %idx2 = index.constant 2
    %0 = index.add %arg0, %idx1
    %1 = index.add %0, %idx2
    %2 = index.mul %arg0, %idx2
    %3 = index.mul %2, %idx2
    %4 = index.maxs %arg0, %idx1
    %5 = index.maxs %4, %idx2
    %6 = index.minu %arg0, %idx1
    %7 = index.minu %6, %idx2
    %8 = index.xor %arg0, %idx1
    %9 = index.xor %8, %idx2
    return %1, %3, %5, %7, %9 : index, index, index, index, index
  }
}

