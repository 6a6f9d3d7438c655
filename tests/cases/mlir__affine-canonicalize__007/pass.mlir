module {
  func.func @index_ops(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
    %c9 = arith.constant 9 : index
    %c2 = arith.constant 2 : index
    %0:2 = affine.delinearize_index %arg0 into (%arg1, 4) : index, index
    %1 = affine.linearize_index [%arg1, %arg2] by (3, 4) : index
    %2 = affine.linearize_index disjoint [%arg1, %arg0] by (3, 5) : index
    return %0#0, %c2, %1, %2, %c9, %0#1 : index, index, index, index, index, index
  }
}

