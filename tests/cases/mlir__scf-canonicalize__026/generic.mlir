"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "index_switch"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 7 : index}> : () -> index
    %2 = "scf.index_switch"(%0) <{cases = array<i64: 1, 2>}> ({
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %7 = "test.one"() : () -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      %6 = "test.two"() : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (index) -> i32
    %3 = "scf.index_switch"(%1) <{cases = array<i64: 1>}> ({
      %5 = "test.default"() : () -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %4 = "test.one"() : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

