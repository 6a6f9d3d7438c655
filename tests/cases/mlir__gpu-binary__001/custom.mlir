module {
  func.func @mapping() attributes {m = [#gpu.thread<x>, #gpu.block<y>, #gpu.warp<z>, #gpu.warpgroup<linear_dim_3>, #gpu.lane<x>, #gpu.memory_space<workgroup>]} {
    return
  }
}

