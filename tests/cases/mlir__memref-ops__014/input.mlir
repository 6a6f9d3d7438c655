
memref.global "private" constant @a : memref<2xf32> = dense<1.0> {alignment = 64}
memref.global "public" @b : memref<2xf32>
memref.global "private" @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64, foo}
