#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:25)
#loc4 = loc("input.mlir":2:33)
#loc6 = loc("input.mlir":3:18)
#loc7 = loc("input.mlir":3:50)
#loc8 = loc("input.mlir":3:59)
#loc16 = loc("input.mlir":14:11)
#loc18 = loc("input.mlir":15:13)
#loc25 = loc("input.mlir":26:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, i1, i32) -> (), sym_name = "h"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14), %arg1: i1 loc("input.mlir":2:25), %arg2: i32 loc("input.mlir":2:33)):
    %0:2 = "scf.for"(%arg0, %arg0, %arg0, %arg2, %arg1) ({
    ^bb0(%arg6: index loc("input.mlir":3:18), %arg7: i32 loc("input.mlir":3:50), %arg8: i1 loc("input.mlir":3:59)):
      %1 = "scf.if"(%arg8) ({
        "scf.yield"(%arg7) : (i32) -> () loc(#loc10)
      }, {
        %2 = "scf.execute_region"() ({
          "scf.yield"(%arg7) : (i32) -> () loc(#loc12)
        }) : () -> i32 loc(#loc11)
        "scf.yield"(%2) : (i32) -> () loc(#loc13)
      }) : (i1) -> i32 loc(#loc9)
      "scf.yield"(%1, %arg8) : (i32, i1) -> () loc(#loc14)
    }) : (index, index, index, i32, i1) -> (i32, i1) loc(#loc5)
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg4: index loc("input.mlir":14:11)):
      "scf.for"(%arg4, %arg0, %arg4) ({
      ^bb0(%arg5: index loc("input.mlir":15:13)):
        "scf.if"(%arg1) ({
          "test.a"() : () -> () loc(#loc20)
          "scf.yield"() : () -> () loc(#loc19)
        }, {
          "test.b"() : () -> () loc(#loc21)
          "scf.yield"() : () -> () loc(#loc19)
        }) : (i1) -> () loc(#loc19)
        "scf.yield"() : () -> () loc(#loc17)
      }) : (index, index, index) -> () loc(#loc17)
      "scf.yield"() : () -> () loc(#loc15)
    }) : (index, index, index) -> () loc(#loc15)
    "scf.if"(%arg1) ({
      "scf.yield"() {attr} : () -> () loc(#loc23)
    }, {
    }) : (i1) -> () loc(#loc22)
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg3: index loc("input.mlir":26:11)):
      "scf.yield"() {attr} : () -> () loc(#loc26)
    }) : (index, index, index) -> () loc(#loc24)
    "func.return"() : () -> () loc(#loc27)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:10)
#loc9 = loc("input.mlir":4:10)
#loc10 = loc("input.mlir":5:7)
#loc11 = loc("input.mlir":7:12)
#loc12 = loc("input.mlir":8:9)
#loc13 = loc("input.mlir":10:7)
#loc14 = loc("input.mlir":12:5)
#loc15 = loc("input.mlir":14:3)
#loc17 = loc("input.mlir":15:5)
#loc19 = loc("input.mlir":16:7)
#loc20 = loc("input.mlir":17:9)
#loc21 = loc("input.mlir":19:9)
#loc22 = loc("input.mlir":23:3)
#loc23 = loc("input.mlir":24:5)
#loc24 = loc("input.mlir":26:3)
#loc26 = loc("input.mlir":27:5)
#loc27 = loc("input.mlir":29:3)

