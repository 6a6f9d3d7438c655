"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "index_switch_dead"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      %2 = "test.default"() : () -> i32
      "scf.yield"(%2, %arg1) : (i32, i32) -> ()
    }, {
      %1 = "test.one"() : () -> i32
      "scf.yield"(%1, %arg1) : (i32, i32) -> ()
    }) : (index) -> (i32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

