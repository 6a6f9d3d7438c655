module {
  func.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> (i32, i32, i32, f32, f32, f32, f32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.divsi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg1 : i32
    %2 = arith.cmpi ne, %arg0, %1 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
    %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
    %5 = arith.cmpi eq, %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %7 = arith.addi %0, %c1_i32 : i32
    %8 = arith.select %6, %7, %0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %9 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
    %c1_i32_1 = arith.constant 1 : i32
    %10 = arith.subi %arg0, %c1_i32_1 : i32
    %11 = arith.divui %10, %arg1 : i32
    %12 = arith.addi %11, %c1_i32_1 : i32
    %13 = arith.select %9, %c0_i32_0, %12 : i32
    %14 = arith.divsi %arg0, %arg1 : i32
    %15 = arith.muli %14, %arg1 : i32
    %16 = arith.cmpi ne, %arg0, %15 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %17 = arith.cmpi slt, %arg0, %c0_i32_2 : i32
    %18 = arith.cmpi slt, %arg1, %c0_i32_2 : i32
    %19 = arith.cmpi ne, %17, %18 : i1
    %20 = arith.andi %16, %19 : i1
    %c-1_i32 = arith.constant -1 : i32
    %21 = arith.addi %14, %c-1_i32 : i32
    %22 = arith.select %20, %21, %14 : i32
    %23 = arith.cmpf ugt, %arg2, %arg3 : f32
    %24 = arith.select %23, %arg2, %arg3 : f32
    %25 = arith.cmpf uno, %arg3, %arg3 : f32
    %26 = arith.select %25, %arg3, %24 : f32
    %27 = arith.cmpf ult, %arg2, %arg3 : f32
    %28 = arith.select %27, %arg2, %arg3 : f32
    %29 = arith.cmpf uno, %arg3, %arg3 : f32
    %30 = arith.select %29, %arg3, %28 : f32
    %31 = arith.cmpf ugt, %arg2, %arg3 : f32
    %32 = arith.select %31, %arg2, %arg3 : f32
    %33 = arith.cmpf uno, %arg2, %arg2 : f32
    %34 = arith.select %33, %arg3, %32 : f32
    %35 = arith.cmpf ult, %arg2, %arg3 : f32
    %36 = arith.select %35, %arg2, %arg3 : f32
    %37 = arith.cmpf uno, %arg2, %arg2 : f32
    %38 = arith.select %37, %arg3, %36 : f32
    return %8, %13, %22, %26, %30, %34, %38 : i32, i32, i32, f32, f32, f32, f32
  }
}

