module {
  func.func @constant_hoisting(%arg0: index) -> index {
    "test.before"() : () -> ()
    %idx3 = index.constant 3
    %0 = index.add %arg0, %idx3
    %idx3_0 = index.constant 3
    %1 = index.mul %0, %idx3_0
    return %1 : index
  }
}

