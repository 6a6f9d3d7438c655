module {
  func.func @index_ops(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %0:2 = affine.delinearize_index %arg0 into (16, 4) : index, index
    %1 = affine.linearize_index [%arg1, %arg2] by (8, 4) : index
    return %0#0, %0#1, %1 : index, index, index
  }
}

