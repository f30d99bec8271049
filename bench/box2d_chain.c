// box2d_chain.c -- chain-50 of dynamics-bench (Sources/dynamics-bench/ChainScene.swift) in Box2D v3.1,
// for the instruction and time comparison of bench/callgrind-peers.sh; the scenes of
// ../shared/research/peers/box2d_scenes.c have no chain. Own code, public Box2D API only.
//
// N boxes built by bench/box2d_chain.h, 20 pt apart, colliding with each other except with their
// neighbours, released at rest; 1/60 s, 4 sub-steps, one thread.
// Usage: box2d_chain [--links=N] [--steps=S] [--runs=R] [--csv]
// Output (--csv): box2d-3.1.1,chainN,N,steps,ms_per_step_min,ms_per_step_median,worst_rod_error_pt,value
#define _POSIX_C_SOURCE 200809L
#include "box2d/box2d.h"
#include "box2d_chain.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PPM 100.0f

static double NowMs( void )
{
	struct timespec ts;
	clock_gettime( CLOCK_MONOTONIC, &ts );
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static int Compare( const void* a, const void* b )
{
	double x = *(const double*)a, y = *(const double*)b;
	return ( x > y ) - ( x < y );
}

int main( int argc, char** argv )
{
	int links = 50, steps = 600, runs = 1, csv = 0;
	for ( int i = 1; i < argc; ++i )
	{
		if ( strncmp( argv[i], "--links=", 8 ) == 0 )
			links = atoi( argv[i] + 8 ) > 0 ? atoi( argv[i] + 8 ) : 1;
		else if ( strncmp( argv[i], "--steps=", 8 ) == 0 )
			steps = atoi( argv[i] + 8 ) >= 0 ? atoi( argv[i] + 8 ) : 0;
		else if ( strncmp( argv[i], "--runs=", 7 ) == 0 )
			runs = atoi( argv[i] + 7 ) > 0 ? atoi( argv[i] + 7 ) : 1;
		else if ( strcmp( argv[i], "--csv" ) == 0 )
			csv = 1;
	}
	double* ms = malloc( sizeof( double ) * runs );
	b2BodyId* bodies = malloc( sizeof( b2BodyId ) * links );
	double worst = 0;
	// y up in metres; the fixed point at the origin, the links along +x.
	const float spacing = 20.0f / PPM;
	for ( int run = 0; run < runs; ++run )
	{
		b2WorldId w = CreateChainWorld( links, spacing, 1, bodies );
		worst = 0;
		double elapsed = 0;
		for ( int s = 0; s < steps; ++s )
		{
			double t0 = NowMs();
			b2World_Step( w, 1.0f / 60.0f, 4 );
			elapsed += NowMs() - t0;
			b2Vec2 previous = { 0, 0 };
			for ( int i = 0; i < links; ++i )
			{
				b2Vec2 p = b2Body_GetPosition( bodies[i] );
				double error = fabs( hypot( p.x - previous.x, p.y - previous.y ) * PPM - 20.0 );
				worst = error > worst ? error : worst;
				previous = p;
			}
		}
		ms[run] = steps > 0 ? elapsed / steps : 0;
		b2DestroyWorld( w );
	}
	qsort( ms, runs, sizeof( double ), Compare );
	b2Version v = b2GetVersion();
	if ( csv )
		printf( "box2d-%d.%d.%d,chain%d,%d,%d,%.4f,%.4f,worst_rod_error_pt,%.6g\n", v.major, v.minor, v.revision, links,
				links, steps, ms[0], ms[runs / 2], worst );
	else
		printf( "chain%-6d %6d %9.4f %9.4f   worst_rod_error_pt=%.4g\n", links, links, ms[0], ms[runs / 2], worst );
	free( ms );
	free( bodies );
	return 0;
}
