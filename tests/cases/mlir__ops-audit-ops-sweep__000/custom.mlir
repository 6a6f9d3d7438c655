module {
  func.func @sweep(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: memref<4xf32>, %arg5: memref<4xi32>, %arg6: index, %arg7: index, %arg8: index) {
    %0 = arith.cmpi eq, %arg0, %arg1 : i32
    %1 = index.cmp eq(%arg7, %arg8)
    %2 = arith.cmpi ne, %arg0, %arg1 : i32
    %3 = index.cmp ne(%arg7, %arg8)
    %4 = arith.cmpi slt, %arg0, %arg1 : i32
    %5 = index.cmp slt(%arg7, %arg8)
    %6 = arith.cmpi sle, %arg0, %arg1 : i32
    %7 = index.cmp sle(%arg7, %arg8)
    %8 = arith.cmpi sgt, %arg0, %arg1 : i32
    %9 = index.cmp sgt(%arg7, %arg8)
    %10 = arith.cmpi sge, %arg0, %arg1 : i32
    %11 = index.cmp sge(%arg7, %arg8)
    %12 = arith.cmpi ult, %arg0, %arg1 : i32
    %13 = index.cmp ult(%arg7, %arg8)
    %14 = arith.cmpi ule, %arg0, %arg1 : i32
    %15 = index.cmp ule(%arg7, %arg8)
    %16 = arith.cmpi ugt, %arg0, %arg1 : i32
    %17 = index.cmp ugt(%arg7, %arg8)
    %18 = arith.cmpi uge, %arg0, %arg1 : i32
    %19 = index.cmp uge(%arg7, %arg8)
    %20 = arith.cmpf false, %arg2, %arg3 : f32
    %21 = arith.cmpf oeq, %arg2, %arg3 : f32
    %22 = arith.cmpf ogt, %arg2, %arg3 : f32
    %23 = arith.cmpf oge, %arg2, %arg3 : f32
    %24 = arith.cmpf olt, %arg2, %arg3 : f32
    %25 = arith.cmpf ole, %arg2, %arg3 : f32
    %26 = arith.cmpf one, %arg2, %arg3 : f32
    %27 = arith.cmpf ord, %arg2, %arg3 : f32
    %28 = arith.cmpf ueq, %arg2, %arg3 : f32
    %29 = arith.cmpf ugt, %arg2, %arg3 : f32
    %30 = arith.cmpf uge, %arg2, %arg3 : f32
    %31 = arith.cmpf ult, %arg2, %arg3 : f32
    %32 = arith.cmpf ule, %arg2, %arg3 : f32
    %33 = arith.cmpf une, %arg2, %arg3 : f32
    %34 = arith.cmpf uno, %arg2, %arg3 : f32
    %35 = arith.cmpf true, %arg2, %arg3 : f32
    %36 = memref.atomic_rmw addf %arg2, %arg4[%arg6] : (f32, memref<4xf32>) -> f32
    %37 = memref.atomic_rmw maximumf %arg2, %arg4[%arg6] : (f32, memref<4xf32>) -> f32
    %38 = memref.atomic_rmw minimumf %arg2, %arg4[%arg6] : (f32, memref<4xf32>) -> f32
    %39 = memref.atomic_rmw mulf %arg2, %arg4[%arg6] : (f32, memref<4xf32>) -> f32
    %40 = memref.atomic_rmw assign %arg2, %arg4[%arg6] : (f32, memref<4xf32>) -> f32
    %41 = memref.atomic_rmw addi %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %42 = memref.atomic_rmw maxs %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %43 = memref.atomic_rmw maxu %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %44 = memref.atomic_rmw mins %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %45 = memref.atomic_rmw minu %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %46 = memref.atomic_rmw muli %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %47 = memref.atomic_rmw ori %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %48 = memref.atomic_rmw andi %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %49 = memref.atomic_rmw assign %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %50 = memref.atomic_rmw xori %arg0, %arg5[%arg6] : (i32, memref<4xi32>) -> i32
    %51 = memref.atomic_rmw maxnumf %arg2, %arg4[%arg6] : (f32, memref<4xf32>) -> f32
    %52 = memref.atomic_rmw minnumf %arg2, %arg4[%arg6] : (f32, memref<4xf32>) -> f32
    return
  }
}

