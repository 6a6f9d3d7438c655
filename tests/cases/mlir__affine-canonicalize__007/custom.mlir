module {
  func.func @index_ops(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c23 = arith.constant 23 : index
    %0:3 = affine.delinearize_index %arg0 into (%c1, %arg1, %c4) : index, index, index
    %1:3 = affine.delinearize_index %c23 into (2, 3, 4) : index, index, index
    %2 = affine.linearize_index [%c0, %arg1, %arg2] by (2, 3, 4) : index
    %3 = affine.linearize_index disjoint [%arg1, %arg2, %arg0] by (3, 1, 5) : index
    %4 = affine.linearize_index [%c1, %c4] by (5) : index
    return %0#1, %1#1, %2, %3, %4, %0#2 : index, index, index, index, index, index
  }
}

