module {
  func.func @lin(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
    %0 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (%arg3, 4, 5) : index
    %1 = affine.linearize_index [%arg0, %arg1, %arg2] by (4, %arg3) : index
    return %0, %1 : index, index
  }
}

