module {
  func.func @constant_hoisting(%arg0: index) -> index {
    %idx3 = index.constant 3
    "test.before"() : () -> ()
    %0 = index.add %arg0, %idx3
    %1 = index.mul %0, %idx3
    return %1 : index
  }
}

