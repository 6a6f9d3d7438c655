"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "scf.while"() ({
      %5 = "test.c"() : () -> i1
      %6 = "test.v"() : () -> i32
      "scf.condition"(%5, %6) : (i1, i32) -> ()
    }, {
    ^bb0(%arg11: i32):
      "test.use"(%arg11) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : () -> i32
    %1:2 = "scf.while"(%arg1, %arg0) ({
    ^bb0(%arg9: i32, %arg10: index):
      %4 = "test.c"() : () -> i1
      "scf.condition"(%4, %arg10, %arg9) : (i1, index, i32) -> ()
    }, {
    ^bb0(%arg7: index, %arg8: i32):
      "scf.yield"(%arg8, %arg7) : (i32, index) -> ()
    }) : (i32, index) -> (index, i32)
    %2:2 = "scf.index_switch"(%arg0) <{cases = array<i64: -5, 9223372036854775806>}> ({
      "scf.yield"(%arg1, %arg0) : (i32, index) -> ()
    }, {
      "scf.yield"(%arg1, %arg0) : (i32, index) -> ()
    }, {
      "scf.yield"(%arg1, %arg0) : (i32, index) -> ()
    }) {sw} : (index) -> (i32, index)
    "scf.parallel"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg5: index, %arg6: index):
      "test.body"() : () -> ()
      "scf.reduce"() : () -> ()
    }) {par} : (index, index, index, index, index, index) -> ()
    %3 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg2: index):
      "scf.reduce"(%arg1) ({
      ^bb0(%arg3: i32, %arg4: i32):
        "scf.reduce.return"(%arg3) : (i32) -> ()
      }) {red} : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

