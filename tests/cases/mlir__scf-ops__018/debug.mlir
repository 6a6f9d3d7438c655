#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:25)
#loc8 = loc("input.mlir":8:8)
#loc12 = loc("input.mlir":12:22)
#loc13 = loc("input.mlir":12:31)
#loc16 = loc("input.mlir":16:8)
#loc17 = loc("input.mlir":16:19)
#loc24 = loc("input.mlir":29:17)
#loc25 = loc("input.mlir":29:21)
#loc28 = loc("input.mlir":32:22)
#loc30 = loc("input.mlir":34:10)
#loc31 = loc("input.mlir":34:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14), %arg1: i32 loc("input.mlir":2:25)):
    %0 = "scf.while"() ({
      %5 = "test.c"() : () -> i1 loc(#loc5)
      %6 = "test.v"() : () -> i32 loc(#loc6)
      "scf.condition"(%5, %6) : (i1, i32) -> () loc(#loc7)
    }, {
    ^bb0(%arg11: i32 loc("input.mlir":8:8)):
      "test.use"(%arg11) : (i32) -> () loc(#loc9)
      "scf.yield"() : () -> () loc(#loc10)
    }) : () -> i32 loc(#loc4)
    %1:2 = "scf.while"(%arg1, %arg0) ({
    ^bb0(%arg9: i32 loc("input.mlir":12:22), %arg10: index loc("input.mlir":12:31)):
      %4 = "test.c"() : () -> i1 loc(#loc14)
      "scf.condition"(%4, %arg10, %arg9) : (i1, index, i32) -> () loc(#loc15)
    }, {
    ^bb0(%arg7: index loc("input.mlir":16:8), %arg8: i32 loc("input.mlir":16:19)):
      "scf.yield"(%arg8, %arg7) : (i32, index) -> () loc(#loc18)
    }) : (i32, index) -> (index, i32) loc(#loc11)
    %2:2 = "scf.index_switch"(%arg0) <{cases = array<i64: -5, 9223372036854775806>}> ({
      "scf.yield"(%arg1, %arg0) : (i32, index) -> () loc(#loc20)
    }, {
      "scf.yield"(%arg1, %arg0) : (i32, index) -> () loc(#loc21)
    }, {
      "scf.yield"(%arg1, %arg0) : (i32, index) -> () loc(#loc22)
    }) {sw} : (index) -> (i32, index) loc(#loc19)
    "scf.parallel"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg5: index loc("input.mlir":29:17), %arg6: index loc("input.mlir":29:21)):
      "test.body"() : () -> () loc(#loc26)
      "scf.reduce"() : () -> () loc(#loc23)
    }) {par} : (index, index, index, index, index, index) -> () loc(#loc23)
    %3 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg2: index loc("input.mlir":32:22)):
      "scf.reduce"(%arg1) ({
      ^bb0(%arg3: i32 loc("input.mlir":34:10), %arg4: i32 loc("input.mlir":34:19)):
        "scf.reduce.return"(%arg3) : (i32) -> () loc(#loc32)
      }) {red} : (i32) -> () loc(#loc29)
    }) : (index, index, index, i32) -> i32 loc(#loc27)
    "func.return"(%0) : (i32) -> () loc(#loc33)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:10)
#loc7 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":10:5)
#loc11 = loc("input.mlir":12:11)
#loc14 = loc("input.mlir":13:10)
#loc15 = loc("input.mlir":14:5)
#loc18 = loc("input.mlir":17:5)
#loc19 = loc("input.mlir":19:11)
#loc20 = loc("input.mlir":27:5)
#loc21 = loc("input.mlir":21:5)
#loc22 = loc("input.mlir":24:5)
#loc23 = loc("input.mlir":29:3)
#loc26 = loc("input.mlir":30:5)
#loc27 = loc("input.mlir":32:8)
#loc29 = loc("input.mlir":33:5)
#loc32 = loc("input.mlir":35:7)
#loc33 = loc("input.mlir":38:3)

