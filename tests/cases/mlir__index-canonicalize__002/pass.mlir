module {
  func.func @identities(%arg0: index) -> (index, index, index, index) {
    %idx0 = index.constant 0
    return %arg0, %arg0, %arg0, %idx0 : index, index, index, index
  }
}

