module {
  func.func @reassociate(%arg0: index) -> (index, index, index, index, index) {
    %idx1 = index.constant 1
    %idx2 = index.constant 2
    %idx4 = index.constant 4
    %idx3 = index.constant 3
    %0 = index.add %arg0, %idx3
    %1 = index.mul %arg0, %idx4
    %2 = index.maxs %arg0, %idx2
    %3 = index.minu %arg0, %idx1
    %4 = index.xor %arg0, %idx3
    return %0, %1, %2, %3, %4 : index, index, index, index, index
  }
}

