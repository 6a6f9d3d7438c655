module {
  func.func @dyn_nobound(%arg0: index, %arg1: index) -> (index, index, index) {
    %0:3 = affine.delinearize_index %arg0 into (%arg1, 7) : index, index, index
    return %0#0, %0#1, %0#2 : index, index, index
  }
}

