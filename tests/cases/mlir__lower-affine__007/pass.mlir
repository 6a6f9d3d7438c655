module {
  func.func @parallel(%arg0: memref<10x10xf32>, %arg1: memref<10xi32>) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0x7F800000 : f32
    %0:4 = scf.parallel (%arg2) = (%c0) to (%c10) step (%c1) init (%cst, %cst_0, %cst_1, %cst_2) -> (f32, f32, f32, f32) {
      %2 = memref.load %arg0[%arg2, %arg2] : memref<10x10xf32>
      scf.reduce(%2, %2, %2, %2 : f32, f32, f32, f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.addf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.mulf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.maximumf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.minimumf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }
    }
    %c0_3 = arith.constant 0 : index
    %c10_4 = arith.constant 10 : index
    %c1_5 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %1:4 = scf.parallel (%arg2) = (%c0_3) to (%c10_4) step (%c1_5) init (%c0_i32, %c1_i32, %c0_i32_6, %c-1_i32) -> (i32, i32, i32, i32) {
      %2 = memref.load %arg1[%arg2] : memref<10xi32>
      scf.reduce(%2, %2, %2, %2 : i32, i32, i32, i32) {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.addi %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.muli %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.ori %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.andi %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }
    }
    "foo.use"(%0#0, %1#0) : (f32, i32) -> ()
    return
  }
}

