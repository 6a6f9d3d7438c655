module {
  func.func @single(%arg0: index) -> index {
    %0 = affine.delinearize_index %arg0 into (16) : index
    return %0 : index
  }
}

