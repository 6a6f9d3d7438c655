module {
  "test.module"() <{sym_name = "a"}> ({
    func.func @foo() -> index {
      %0 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index
      return %0 : index
    }
  }) : () -> ()
  "test.module"() <{sym_name = "b"}> ({
    func.func @bar(%arg0: index) -> index {
      %0 = "test.thread_id"() <{dimension = 0 : i32}> : () -> index
      %1 = arith.addi %arg0, %0 : index
      return %1 : index
    }
  }) : () -> ()
}

