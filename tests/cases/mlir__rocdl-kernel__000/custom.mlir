module attributes {gpu.container_module} {
  gpu.module @kernels [#rocdl.target<O = 3, chip = "gfx942", abi = "500", flags = {unsafe_math}>] {
    llvm.func @kernel(%arg0: !llvm.ptr<1>, %arg1: f32, %arg2: f32, %arg3: vector<4xf32>, %arg4: i32) attributes {rocdl.flat_work_group_size = "1,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 256, 1, 1>} {
      %0 = rocdl.workitem.id.x : i32
      %1 = rocdl.workitem.id.y : i32
      %2 = rocdl.workgroup.id.x : i32
      %3 = rocdl.workgroup.dim.x : i32
      %4 = rocdl.grid.dim.x : i32
      %5 = rocdl.wavefrontsize : i32
      %6 = rocdl.mbcnt.lo %arg4, %arg4 : (i32, i32) -> i32
      rocdl.barrier
      rocdl.s.barrier
      rocdl.s.waitcnt 0
      rocdl.sched.barrier 0
      rocdl.s.setprio 1
      %7 = rocdl.ds_bpermute %arg4, %0 : (i32, i32) -> i32
      %8 = rocdl.ds_swizzle %arg4, %0 : (i32, i32) -> i32
      %9 = rocdl.readlane %arg1, %arg4 : (f32, i32) -> f32
      %10 = rocdl.readfirstlane %arg1 : f32
      %11 = llvm.icmp "eq" %0, %arg4 : i32
      %12 = rocdl.ballot %11 : i32
      %13 = llvm.mlir.constant(0 : i32) : i32
      %14 = rocdl.mfma.f32.4x4x1f32 %arg1, %arg2, %arg3, %13, %13, %13 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
      llvm.return
    }
  }
}

