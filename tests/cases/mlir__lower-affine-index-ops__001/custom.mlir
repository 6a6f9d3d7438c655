module {
  func.func @dyn(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %0:4 = affine.delinearize_index %arg0 into (%arg1, 3, %arg2, 5) : index, index, index, index
    return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
  }
}

